mod sys {
    use core::ffi::c_uint;

    use cuda_struct::cuda_struct;

    #[cuda_struct]
    pub struct CUlaunchAttribute {
        pub id: c_uint,
        pub value: c_uint,
    }

    #[cuda_struct]
    pub struct CUlaunchConfig<'a> {
        pub gridDimX: c_uint,
        #[cuda(reserved)]
        reserved0: c_uint,
        #[cuda(slice(len = numAttrs))]
        pub attrs: *mut CUlaunchAttribute,
        pub numAttrs: c_uint,
        #[cuda(reserved)]
        reserved1: c_uint,
    }
}

#[allow(unused_imports)]
use sys::{CUlaunchAttribute, CUlaunchConfig};

fn main() {
    let cfg = {
        let mut attrs = vec![CUlaunchAttribute::new()];
        CUlaunchConfig::new().with_attrs(&mut attrs).unwrap()
    };
    println!("{}", cfg.num_attrs());
}
