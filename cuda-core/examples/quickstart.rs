//! Declares a struct, a union, a handle and an enum, and prints what the framework gives them.
//!
//! Run with `cargo run --example quickstart`.
use core::ffi::{c_char, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct, CudaStruct};

/// A stream handle, as `cuda.h` declares `CUstream`.
#[cuda_handle(send, sync)]
pub struct CUstream(*mut c_void);

/// An open enum: values from newer drivers stay values.
#[cuda_enum]
pub enum CUlaunchAttributeID {
    /// Cluster dimensions.
    CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
    /// Priority.
    CU_LAUNCH_ATTRIBUTE_PRIORITY = 8,
}

/// The value of a launch attribute.
#[cuda_struct(size = 16, align = 4)]
pub union Value {
    /// Raw bytes.
    pub pad: [c_char; 16],
    /// A priority.
    pub priority: i32,
}

/// A launch attribute.
#[cuda_struct(size = 20, align = 4)]
pub struct Attribute {
    /// Which attribute.
    pub id: CUlaunchAttributeID,
    /// Its value.
    pub value: Value,
}

/// A launch configuration that borrows its attributes.
#[cuda_struct(size = 32, align = 8)]
pub struct Config<'a> {
    /// Grid size in X.
    pub gridDimX: c_uint,
    /// Block size in X.
    pub blockDimX: c_uint,
    /// The stream.
    pub hStream: CUstream,
    /// The attributes.
    #[cuda(slice(len = numAttrs))]
    pub attrs: *mut Attribute,
    /// How many attributes.
    pub numAttrs: c_uint,
    #[cuda(reserved)]
    reserved0: c_uint,
}

fn main() {
    let mut attrs = [Attribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY)
        .with_value(Value::new().with_priority(-1))];
    let cfg = Config::new()
        .with_grid_dim_x(64)
        .with_block_dim_x(256)
        .with_h_stream(CUstream::from_native_handle(0x7f00_1000))
        .with_attrs(&mut attrs)
        .expect("one attribute fits a c_uint");

    println!("{cfg:#?}");
    println!(
        "attrs[0].id = {:?}, unknown id = {:?}",
        cfg.attrs()[0].id(),
        CUlaunchAttributeID::from_raw(99)
    );
    println!(
        "stream value = {:#x}, stream address = {:p}",
        cfg.h_stream().native_handle(),
        cfg.as_ptr()
    );
    println!(
        "{} is {} bytes, aligned to {}:",
        Config::C_NAME,
        Config::SIZE,
        Config::ALIGN
    );
    for f in Config::FIELDS {
        println!(
            "  {:>10} at {:>2}, {} bytes{}",
            f.name,
            f.offset,
            f.size,
            if f.reserved {
                " (reserved, always zero)"
            } else {
                ""
            }
        );
    }
    println!("bytes: {:02x?}", cfg.as_bytes());
    match Attribute::from_bytes(&[0; 3]) {
        Ok(_) => unreachable!("3 bytes cannot be an Attribute"),
        Err(e) => println!("from_bytes(&[0; 3]): {e}"),
    }
}
