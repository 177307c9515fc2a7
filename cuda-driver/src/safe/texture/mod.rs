//! Arrays and the objects over them: CUDA arrays and mipmapped arrays with their texture and surface
//! objects (`array`), and tensor maps over buffers (`tensor_map`).
//!
//! The crate docs' heading for this folder: "Arrays, textures and tensor maps".

pub(crate) mod array;
pub(crate) mod tensor_map;

pub use array::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, Element,
    FilterMode, MipmappedArray, ReadMode, SurfaceObject, TextureDesc, TextureObject,
};
pub use tensor_map::{
    Im2colMap, TensorData, TensorDataMut, TensorMap, TensorMapMut, TensorSource, TiledMap,
};
