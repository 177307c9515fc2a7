//! The element types of a [`Matmul`](super::Matmul) and its [`Epilogue`].

use crate::sys::{cublasLtEpilogue_t, cudaDataType};
use crate::{Bf16, F16, F8E4M3, F8E5M2};

/// The alignment, in bytes, the plans' algorithms are chosen for and every operand of a call is held
/// to (a device allocation's start is aligned to 256).
pub const ALIGN: usize = 16;

mod sealed {
    pub trait Sealed {}
}

/// An element type of a [`Matmul`](super::Matmul)'s `A` and `B`: `f32`, [`Bf16`], [`F16`], and the
/// FP8 types [`F8E4M3`] and [`F8E5M2`] (computation and scalars in `f32` for all). Sealed.
pub trait LtType: sealed::Sealed + cuda_struct::CudaField + Copy + Send + Sync + 'static {
    /// The type's `cudaDataType`.
    const DATA_TYPE: cudaDataType;
    /// Whether the type takes scale factors (the FP8 types: `CUBLASLT_MATMUL_DESC_A_SCALE_POINTER`
    /// and `_B_`).
    const SCALED: bool;
}

/// An element type of a [`Matmul`](super::Matmul)'s `C`/`D` and bias: `f32`, [`Bf16`], [`F16`].
/// Sealed.
pub trait LtOutput: LtType {}

/// One `impl LtType` per type, and `LtOutput` for the output types.
macro_rules! lt_types {
    ($($t:ty => $data:ident, $scaled:literal $(, $output:ident)?;)*) => {$(
        impl sealed::Sealed for $t {}
        impl LtType for $t {
            const DATA_TYPE: cudaDataType = cudaDataType::$data;
            const SCALED: bool = $scaled;
        }
        $(impl $output for $t {})?
    )*};
}

lt_types! {
    f32 => CUDA_R_32F, false, LtOutput;
    Bf16 => CUDA_R_16BF, false, LtOutput;
    F16 => CUDA_R_16F, false, LtOutput;
    F8E4M3 => CUDA_R_8F_E4M3, true;
    F8E5M2 => CUDA_R_8F_E5M2, true;
}

/// What is applied to the product before it is written.
///
/// cuBLASLt adds epilogues from release to release, and so may this enum: a match on it outside
/// this crate needs a `_` arm.
///
/// ```compile_fail,E0004
/// use cuda_cublas::Epilogue;
/// fn name(e: Epilogue) -> &'static str {
///     match e {
///         Epilogue::None => "none",
///         Epilogue::Relu => "relu",
///         Epilogue::Bias => "bias",
///         Epilogue::ReluBias => "relu bias",
///         Epilogue::Gelu => "gelu",
///         Epilogue::GeluBias => "gelu bias",
///     }
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Epilogue {
    /// Nothing.
    #[default]
    None,
    /// `max(x, 0)`.
    Relu,
    /// `x + bias[row]`, the bias a vector of `m` elements.
    Bias,
    /// `max(x + bias[row], 0)`.
    ReluBias,
    /// `gelu(x)`, GELU in its tanh approximation:
    /// `0.5 x (1 + tanh(sqrt(2 / π) (x + 0.044715 x³)))`.
    Gelu,
    /// `gelu(x + bias[row])`.
    GeluBias,
}

impl Epilogue {
    pub(super) fn raw(self) -> cublasLtEpilogue_t {
        match self {
            Epilogue::None => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_DEFAULT,
            Epilogue::Relu => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_RELU,
            Epilogue::Bias => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_BIAS,
            Epilogue::ReluBias => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_RELU_BIAS,
            Epilogue::Gelu => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_GELU,
            Epilogue::GeluBias => cublasLtEpilogue_t::CUBLASLT_EPILOGUE_GELU_BIAS,
        }
    }

    /// Whether the epilogue reads a bias vector.
    pub fn has_bias(self) -> bool {
        matches!(
            self,
            Epilogue::Bias | Epilogue::ReluBias | Epilogue::GeluBias
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bias_epilogues_are_those_that_read_one() {
        let all = [
            Epilogue::None,
            Epilogue::Relu,
            Epilogue::Bias,
            Epilogue::ReluBias,
            Epilogue::Gelu,
            Epilogue::GeluBias,
        ];
        let with: Vec<_> = all.into_iter().filter(|e| e.has_bias()).collect();
        assert_eq!(
            with,
            [Epilogue::Bias, Epilogue::ReluBias, Epilogue::GeluBias]
        );
        let raws: std::collections::HashSet<_> = all.iter().map(|e| e.raw().raw()).collect();
        assert_eq!(raws.len(), all.len(), "two epilogues map to one value");
    }
}
