// In the declaring module, fields were reachable: `cfg.numAttrs = 4; cfg.attrs()` read past the one
// attribute (Miri: dangling reference). The fields are now sealed, even here.
use core::ffi::c_uint;

use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct CUlaunchAttribute {
    pub id: c_uint,
    pub value: c_uint,
}

#[cuda_struct]
pub struct CUlaunchConfig<'a> {
    #[cuda(slice(len = numAttrs))]
    pub attrs: *mut CUlaunchAttribute,
    pub numAttrs: c_uint,
    #[cuda(reserved)]
    reserved0: c_uint,
}

fn main() {
    let mut attrs = [CUlaunchAttribute::new()];
    let mut cfg = CUlaunchConfig::new().with_attrs(&mut attrs).unwrap();
    cfg.numAttrs = 4;
    let _ = cfg.attrs();
}
