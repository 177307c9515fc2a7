//! cudla.h's `#define` constants: the header version, and the codes of a tensor descriptor's fields.

/// The major part of the cuDLA API version this header describes.
pub const CUDLA_VER_MAJOR: u32 = 1;
/// The minor part of the cuDLA API version this header describes.
pub const CUDLA_VER_MINOR: u32 = 5;
/// The patch part of the cuDLA API version this header describes.
pub const CUDLA_VER_PATCH: u32 = 0;
/// A tensor's memory layout: `UNKNOWN` (`dataFormat` of [`cudlaModuleTensorDescriptor`](super::cudlaModuleTensorDescriptor)).
pub const CUDLA_DATA_FORMAT_UNKNOWN: u32 = 0;
/// A tensor's memory layout: `NCHW` (`dataFormat` of [`cudlaModuleTensorDescriptor`](super::cudlaModuleTensorDescriptor)).
pub const CUDLA_DATA_FORMAT_NCHW: u32 = 1;
/// A tensor's memory layout: `NHWC` (`dataFormat` of [`cudlaModuleTensorDescriptor`](super::cudlaModuleTensorDescriptor)).
pub const CUDLA_DATA_FORMAT_NHWC: u32 = 2;
/// A tensor's memory layout: `NCxHWx` (channels in groups of x, `dataFormat`).
#[allow(non_upper_case_globals)]
pub const CUDLA_DATA_FORMAT_NCxHWx: u32 = 3;
/// A tensor element's type: `UNKNOWN` (`dataType`).
pub const CUDLA_DATA_TYPE_UNKNOWN: u32 = 0;
/// A tensor element's type: `FLOAT` (`dataType`).
pub const CUDLA_DATA_TYPE_FLOAT: u32 = 1;
/// A tensor element's type: `HALF` (`dataType`).
pub const CUDLA_DATA_TYPE_HALF: u32 = 2;
/// A tensor element's type: `INT16` (`dataType`).
pub const CUDLA_DATA_TYPE_INT16: u32 = 3;
/// A tensor element's type: `INT8` (`dataType`).
pub const CUDLA_DATA_TYPE_INT8: u32 = 4;
/// A tensor element's type: `UINT8` (`dataType`).
pub const CUDLA_DATA_TYPE_UINT8: u32 = 5;
/// A tensor element's type: `UINT16` (`dataType`).
pub const CUDLA_DATA_TYPE_UINT16: u32 = 6;
/// What a tensor holds: `IMAGE` (`dataCategory`).
pub const CUDLA_DATA_CATEGORY_IMAGE: u32 = 0;
/// What a tensor holds: `WEIGHT` (`dataCategory`).
pub const CUDLA_DATA_CATEGORY_WEIGHT: u32 = 1;
/// What a tensor holds: `FEATURE` (`dataCategory`).
pub const CUDLA_DATA_CATEGORY_FEATURE: u32 = 2;
/// What a tensor holds: `PLANAR` (`dataCategory`).
pub const CUDLA_DATA_CATEGORY_PLANAR: u32 = 3;
/// What a tensor holds: `BIAS` (`dataCategory`).
pub const CUDLA_DATA_CATEGORY_BIAS: u32 = 4;
/// An image tensor's pixel format `R8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R8: u32 = 0;
/// An image tensor's pixel format `R10` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R10: u32 = 1;
/// An image tensor's pixel format `R12` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R12: u32 = 2;
/// An image tensor's pixel format `R16` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R16: u32 = 3;
/// An image tensor's pixel format `R16_I` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R16_I: u32 = 4;
/// An image tensor's pixel format `R16_F` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R16_F: u32 = 5;
/// An image tensor's pixel format `A16B16G16R16` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A16B16G16R16: u32 = 6;
/// An image tensor's pixel format `X16B16G16R16` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_X16B16G16R16: u32 = 7;
/// An image tensor's pixel format `A16B16G16R16_F` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A16B16G16R16_F: u32 = 8;
/// An image tensor's pixel format `A16Y16U16V16` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A16Y16U16V16: u32 = 9;
/// An image tensor's pixel format `V16U16Y16A16` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_V16U16Y16A16: u32 = 10;
/// An image tensor's pixel format `A16Y16U16V16_F` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A16Y16U16V16_F: u32 = 11;
/// An image tensor's pixel format `A8B8G8R8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A8B8G8R8: u32 = 12;
/// An image tensor's pixel format `A8R8G8B8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A8R8G8B8: u32 = 13;
/// An image tensor's pixel format `B8G8R8A8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_B8G8R8A8: u32 = 14;
/// An image tensor's pixel format `R8G8B8A8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R8G8B8A8: u32 = 15;
/// An image tensor's pixel format `X8B8G8R8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_X8B8G8R8: u32 = 16;
/// An image tensor's pixel format `X8R8G8B8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_X8R8G8B8: u32 = 17;
/// An image tensor's pixel format `B8G8R8X8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_B8G8R8X8: u32 = 18;
/// An image tensor's pixel format `R8G8B8X8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R8G8B8X8: u32 = 19;
/// An image tensor's pixel format `A2B10G10R10` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A2B10G10R10: u32 = 20;
/// An image tensor's pixel format `A2R10G10B10` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A2R10G10B10: u32 = 21;
/// An image tensor's pixel format `B10G10R10A2` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_B10G10R10A2: u32 = 22;
/// An image tensor's pixel format `R10G10B10A2` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_R10G10B10A2: u32 = 23;
/// An image tensor's pixel format `A2Y10U10V10` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A2Y10U10V10: u32 = 24;
/// An image tensor's pixel format `V10U10Y10A2` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_V10U10Y10A2: u32 = 25;
/// An image tensor's pixel format `A8Y8U8V8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_A8Y8U8V8: u32 = 26;
/// An image tensor's pixel format `V8U8Y8A8` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_V8U8Y8A8: u32 = 27;
/// An image tensor's pixel format `Y8___U8V8_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y8___U8V8_N444: u32 = 28;
/// An image tensor's pixel format `Y8___V8U8_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y8___V8U8_N444: u32 = 29;
/// An image tensor's pixel format `Y10___U10V10_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y10___U10V10_N444: u32 = 30;
/// An image tensor's pixel format `Y10___V10U10_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y10___V10U10_N444: u32 = 31;
/// An image tensor's pixel format `Y12___U12V12_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y12___U12V12_N444: u32 = 32;
/// An image tensor's pixel format `Y12___V12U12_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y12___V12U12_N444: u32 = 33;
/// An image tensor's pixel format `Y16___U16V16_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y16___U16V16_N444: u32 = 34;
/// An image tensor's pixel format `Y16___V16U16_N444` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_Y16___V16U16_N444: u32 = 35;
/// An image tensor's pixel format `FEATURE` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_FEATURE: u32 = 36;
/// An image tensor's pixel format `UNKNOWN` (`pixelFormat`).
pub const CUDLA_PIXEL_FORMAT_UNKNOWN: u32 = 37;
/// How an image tensor's pixels are laid out: `PITCH_LINEAR` (`pixelMapping`).
pub const CUDLA_PIXEL_MAPPING_PITCH_LINEAR: u32 = 0;
/// How an image tensor's pixels are laid out: `BLOCK_LINEAR` (`pixelMapping`).
pub const CUDLA_PIXEL_MAPPING_BLOCK_LINEAR: u32 = 1;
/// How many strides a tensor descriptor holds.
pub const CUDLA_LOADABLE_TENSOR_DESC_NUM_STRIDES: u32 = 8;
/// The longest tensor name, in bytes, without its NUL.
pub const CUDLA_RUNTIME_TENSOR_DESC_NAME_MAX_LEN: u32 = 80;
