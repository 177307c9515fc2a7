//! Arrays and the objects over them: CUDA arrays and mipmapped arrays with their texture and surface
//! objects (`array`), and tensor maps over buffers (`tensor_map`).
//!
//! The crate docs' heading for this folder: "Arrays, textures and tensor maps".

#[cfg(feature = "texture")]
pub(crate) mod array;
#[cfg(feature = "texture")]
pub(crate) mod tensor_map;

/// Without the `texture` feature: only what launches name, the object behind a texture or surface
/// argument (there are none to pass, but the arguments' trait keeps one shape).
#[cfg(not(feature = "texture"))]
pub(crate) mod array {
    #[path = "object.rs"]
    mod object;
    pub(crate) use object::Object;
}

#[cfg(feature = "texture")]
pub use array::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, Element,
    FilterMode, MipmappedArray, ReadMode, SurfaceObject, TextureDesc, TextureObject,
};
#[cfg(feature = "texture")]
pub use tensor_map::{
    Im2colMap, TensorData, TensorDataMut, TensorMap, TensorMapMut, TensorSource, TiledMap,
};
