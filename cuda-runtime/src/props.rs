//! Device properties: `cudaDeviceProp`'s name as a string, and the safe calls that fill one.

use std::ffi::c_int;
use std::mem::MaybeUninit;

use crate::error::RuntimeError;
use crate::library::Runtime;
use crate::sys::{cudaDeviceProp, cudaDeviceProp_v12};

impl cudaDeviceProp {
    /// The device's name (`char name[256]`) up to its NUL, as a `&str`: `"NVIDIA H100 80GB HBM3"`.
    ///
    /// # Errors
    /// The bytes before the NUL are not UTF-8.
    pub fn name_str(&self) -> Result<&str, std::str::Utf8Error> {
        // The generated `name_lossy` holds the bytes up to the NUL (all 256 without one), never past.
        std::str::from_utf8(self.name_lossy().as_bytes())
    }
}

impl cudaDeviceProp_v12 {
    /// The device's name (`char name[256]`) up to its NUL, as a `&str`.
    ///
    /// # Errors
    /// The bytes before the NUL are not UTF-8.
    pub fn name_str(&self) -> Result<&str, std::str::Utf8Error> {
        // The generated `name_lossy` holds the bytes up to the NUL (all 256 without one), never past.
        std::str::from_utf8(self.name_lossy().as_bytes())
    }
}

impl Runtime {
    /// How many CUDA devices the runtime sees (`cudaGetDeviceCount`).
    ///
    /// # Errors
    /// [`RuntimeError`]: `cudaErrorInsufficientDriver` (35) without a driver, `cudaErrorNoDevice` without
    /// a device.
    pub fn device_count(&self) -> Result<i32, RuntimeError> {
        let mut n: c_int = 0;
        // SAFETY: a valid out-parameter.
        unsafe { self.cudaGetDeviceCount(&mut n) }?;
        Ok(n)
    }

    /// The latest CUDA version the installed driver supports (`cudaDriverGetVersion`); 0 without a driver.
    ///
    /// # Errors
    /// [`RuntimeError`] when the call fails.
    pub fn driver_version(&self) -> Result<i32, RuntimeError> {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter.
        unsafe { self.cudaDriverGetVersion(&mut v) }?;
        Ok(v)
    }

    /// Device `device`'s properties, as a 13.x runtime's `cudaGetDeviceProperties` fills them.
    ///
    /// # Errors
    /// [`RuntimeError`] when the call fails; a 12.x runtime, whose struct has another layout, is a
    /// "missing function" error: use [`device_properties_v12`](Self::device_properties_v12) there.
    pub fn device_properties(&self, device: i32) -> Result<cudaDeviceProp, RuntimeError> {
        let mut prop = MaybeUninit::<cudaDeviceProp>::zeroed();
        // SAFETY: `prop` is a writable `cudaDeviceProp` of the 13.x layout, which the table resolves this
        // function for only in a 13.x runtime.
        unsafe { self.cudaGetDeviceProperties(prop.as_mut_ptr(), device) }?;
        // SAFETY: zeroed, then filled by the runtime: every field of `cudaDeviceProp` is an integer, a
        // char array or a byte array (UUID), valid for any bytes.
        Ok(unsafe { prop.assume_init() })
    }

    /// Device `device`'s properties, as a 12.x runtime's `cudaGetDeviceProperties_v2` fills them (the
    /// 12.x layout).
    ///
    /// # Errors
    /// [`RuntimeError`] when the call fails; a 13.x runtime (which lacks that ABI) is a "missing function"
    /// error.
    #[allow(deprecated)]
    pub fn device_properties_v12(&self, device: i32) -> Result<cudaDeviceProp_v12, RuntimeError> {
        let mut prop = MaybeUninit::<cudaDeviceProp_v12>::zeroed();
        // SAFETY: a writable `cudaDeviceProp_v12`, resolved only in a 12.x runtime.
        unsafe { self.cudaGetDeviceProperties_v2(prop.as_mut_ptr(), device) }?;
        // SAFETY: as in `device_properties`: integers and byte arrays, valid for any bytes.
        Ok(unsafe { prop.assume_init() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_prop_is_all_zero() {
        let p = cudaDeviceProp::new();
        assert!(p.as_bytes().iter().all(|&b| b == 0));
        assert_eq!(p.as_bytes().len(), 1008);
        assert_eq!(p.name_str(), Ok(""));
        assert!(cudaDeviceProp_v12::new().as_bytes().iter().all(|&b| b == 0));
    }

    #[test]
    fn the_name_stops_at_its_nul() {
        let mut p = cudaDeviceProp::new();
        for (i, b) in b"NVIDIA H100\0junk".iter().enumerate() {
            p.name_mut()[i] = *b as std::ffi::c_char;
        }
        assert_eq!(p.name_str(), Ok("NVIDIA H100"));
        // No NUL at all: the 256 bytes, not one past them (the UUID after them is not read).
        p.set_name([b'x' as std::ffi::c_char; 256]);
        p.uuid_mut().bytes_mut()[0] = b'y' as std::ffi::c_char;
        assert_eq!(p.name_str().map(str::len), Ok(256));
        p.name_mut()[0] = 0xff_u8 as std::ffi::c_char;
        assert!(p.name_str().is_err());
    }

    #[test]
    fn from_ptr_reads_what_the_library_wrote_and_leaves_it_untouched() {
        // A buffer as the library would fill it, aligned for the struct: a pattern, with a
        // NUL-terminated name.
        const WORDS: usize = size_of::<cudaDeviceProp>() / 8;
        let mut words = vec![0u64; WORDS];
        for (i, w) in words.iter_mut().enumerate() {
            *w = 0x0101_0101_0101_0101 * (i as u64 % 200 + 1);
        }
        words[0] = u64::from_ne_bytes(*b"GPU0\0\0\0\0");
        let before = words.clone();
        // SAFETY: `words` is aligned for `cudaDeviceProp` (8), holds its 1008 initialised bytes, is not
        // mutated while `p` borrows it, and every bit pattern is a valid `cudaDeviceProp`.
        let p: &cudaDeviceProp = unsafe { cuda_struct::from_ptr(words.as_ptr().cast()) }.unwrap();
        assert_eq!(p.name_str(), Ok("GPU0"));
        assert_eq!(p.total_global_mem(), words[36] as usize);
        let bytes = p.as_bytes().to_vec();
        assert_eq!(words, before);
        assert_eq!(bytes.len(), 1008);
        assert_eq!(&bytes[288..296], &before[36].to_ne_bytes());
    }
}
