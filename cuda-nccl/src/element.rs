//! The element types a collective moves ([`Element`]) and the reductions ([`ReduceOp`]).

use crate::sys::{ncclDataType_t, ncclRedOp_t};

mod sealed {
    /// Only this crate's types are elements: each names the NCCL type of its exact layout.
    pub trait Sealed {}
}

/// A Rust type NCCL moves and reduces as one of its element types: its size and meaning are those of
/// [`DATA_TYPE`](Self::DATA_TYPE). Sealed: implemented for `i8`, `u8`, `i32`, `u32`, `i64`, `u64`,
/// `f32` and `f64`.
pub trait Element: sealed::Sealed + Copy + Send + Sync + 'static {
    /// NCCL's name of the type.
    const DATA_TYPE: ncclDataType_t;
}

macro_rules! element {
    ($($t:ty => $nccl:ident),* $(,)?) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DATA_TYPE: ncclDataType_t = ncclDataType_t::$nccl;
        }
    )*};
}

element! {
    i8 => ncclInt8,
    u8 => ncclUint8,
    i32 => ncclInt32,
    u32 => ncclUint32,
    i64 => ncclInt64,
    u64 => ncclUint64,
    f32 => ncclFloat32,
    f64 => ncclFloat64,
}

const _: () = {
    // Each type's size is the size NCCL gives its element type.
    assert!(size_of::<i8>() == 1 && size_of::<u8>() == 1);
    assert!(size_of::<i32>() == 4 && size_of::<u32>() == 4 && size_of::<f32>() == 4);
    assert!(size_of::<i64>() == 8 && size_of::<u64>() == 8 && size_of::<f64>() == 8);
};

/// How a reduction combines the ranks' elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// The sum.
    Sum,
    /// The product.
    Prod,
    /// The largest.
    Max,
    /// The smallest.
    Min,
    /// The sum divided by the number of ranks.
    Avg,
}

impl ReduceOp {
    /// NCCL's value of the operator.
    pub fn raw(self) -> ncclRedOp_t {
        match self {
            ReduceOp::Sum => ncclRedOp_t::ncclSum,
            ReduceOp::Prod => ncclRedOp_t::ncclProd,
            ReduceOp::Max => ncclRedOp_t::ncclMax,
            ReduceOp::Min => ncclRedOp_t::ncclMin,
            ReduceOp::Avg => ncclRedOp_t::ncclAvg,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_type_names_its_nccl_type() {
        assert_eq!(<f32 as Element>::DATA_TYPE, ncclDataType_t::ncclFloat);
        assert_eq!(<i32 as Element>::DATA_TYPE, ncclDataType_t::ncclInt);
        assert_eq!(<u64 as Element>::DATA_TYPE.raw(), 5);
        assert_eq!(ReduceOp::Avg.raw().raw(), 4);
        assert_eq!(ReduceOp::Sum.raw(), ncclRedOp_t::ncclSum);
    }
}
