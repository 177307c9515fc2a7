//! Devices: count, properties (the primary context is in `context.rs`).

use std::ffi::{c_char, c_int, CStr};

use crate::safe::host_fn;
use crate::sys::{CUdevice, CUdevice_P2PAttribute, CUdevice_attribute, CUuuid};
use crate::{Driver, Error};

/// A CUDA device: a driver and an ordinal. `Copy`; owns nothing. Two devices are equal when they have
/// the same ordinal in the same loaded driver.
#[derive(Clone, Copy, Debug)]
pub struct Device {
    driver: &'static Driver,
    raw: CUdevice,
}

impl PartialEq for Device {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.driver, other.driver) && self.raw == other.raw
    }
}

impl Eq for Device {}

impl std::hash::Hash for Device {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.raw.hash(state);
    }
}

impl Device {
    /// How many CUDA devices the driver sees.
    ///
    /// ```no_run
    /// let n = cuda_driver::Device::count(cuda_driver::init()?)?;
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetCount` (for example before `cuInit`).
    pub fn count(driver: &'static Driver) -> Result<usize, Error> {
        host_fn::refuse("cuDeviceGetCount")?;
        let mut n: c_int = 0;
        // SAFETY: `n` is a valid out-parameter.
        unsafe { driver.cuDeviceGetCount(&mut n) }?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// The device with this ordinal.
    ///
    /// ```no_run
    /// let device = cuda_driver::Device::get(cuda_driver::init()?, 0)?;
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// `CUDA_ERROR_INVALID_DEVICE` for an ordinal past the last device.
    pub fn get(driver: &'static Driver, ordinal: usize) -> Result<Device, Error> {
        host_fn::refuse("cuDeviceGet")?;
        let ordinal = c_int::try_from(ordinal).map_err(|_| {
            Error::InvalidArgument(format!("device ordinal {ordinal} does not fit a C int"))
        })?;
        let mut raw = CUdevice::null();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { driver.cuDeviceGet(raw.as_mut_ptr(), ordinal) }?;
        Ok(Device { driver, raw })
    }

    /// Every device, in ordinal order.
    ///
    /// ```no_run
    /// for device in cuda_driver::Device::all(cuda_driver::init()?)? {
    ///     println!("{}: {}", device.ordinal(), device.name()?);
    /// }
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`count`](Self::count) and [`get`](Self::get).
    pub fn all(driver: &'static Driver) -> Result<Vec<Device>, Error> {
        (0..Self::count(driver)?)
            .map(|i| Self::get(driver, i))
            .collect()
    }

    /// The driver this device belongs to.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let driver: &'static cuda_driver::Driver = device.driver();
    /// # Ok(()) }
    /// ```
    pub fn driver(&self) -> &'static Driver {
        self.driver
    }

    /// The raw handle.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let raw: cuda_driver::sys::CUdevice = device.raw();
    /// # Ok(()) }
    /// ```
    pub fn raw(&self) -> CUdevice {
        self.raw
    }

    /// The ordinal.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// assert_eq!(cuda_driver::Device::get(device.driver(), 0)?.ordinal(), 0);
    /// # Ok(()) }
    /// ```
    pub fn ordinal(&self) -> i32 {
        self.raw.into_raw()
    }

    /// The device's name, e.g. `NVIDIA H200`.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// println!("{}", device.name()?); // "NVIDIA H100 80GB HBM3"
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetName`.
    pub fn name(&self) -> Result<String, Error> {
        host_fn::refuse("cuDeviceGetName")?;
        let mut buf = [0 as c_char; 256];
        // SAFETY: `buf` is writable for its whole length, which is passed.
        unsafe {
            self.driver
                .cuDeviceGetName(buf.as_mut_ptr(), buf.len() as c_int, self.raw)
        }?;
        Ok(c_string(&buf))
    }

    /// The device's UUID.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let uuid = device.uuid()?;
    /// println!("{:02x?}", uuid.as_bytes()); // 16 bytes, stable across processes
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetUuid`.
    pub fn uuid(&self) -> Result<CUuuid, Error> {
        host_fn::refuse("cuDeviceGetUuid")?;
        let mut uuid = CUuuid::new();
        let device = &self.driver.device;
        // The 11.4 ABI where the driver has it, else the 9.2 one (one field read, no driver call).
        if device.cuDeviceGetUuid.is_none() && device.cuDeviceGetUuid_v9020.is_some() {
            // SAFETY: `uuid` is a valid out-parameter of the C type.
            unsafe {
                self.driver
                    .cuDeviceGetUuid_v9020(uuid.as_mut_ptr(), self.raw)
            }?;
        } else {
            // SAFETY: as above; both ABIs take the same arguments.
            unsafe { self.driver.cuDeviceGetUuid(uuid.as_mut_ptr(), self.raw) }?;
        }
        Ok(uuid)
    }

    /// Total memory in bytes.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// println!("{} GiB", device.total_memory()? >> 30);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceTotalMem`.
    pub fn total_memory(&self) -> Result<usize, Error> {
        host_fn::refuse("cuDeviceTotalMem")?;
        let mut bytes = 0usize;
        // SAFETY: `bytes` is a valid out-parameter.
        unsafe { self.driver.cuDeviceTotalMem(&mut bytes, self.raw) }?;
        Ok(bytes)
    }

    /// One attribute, by value.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::sys::CUdevice_attribute;
    /// let sms = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    /// println!("{sms} multiprocessors"); // 132 on an H100
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// `CUDA_ERROR_INVALID_VALUE` for an attribute the driver does not know.
    #[inline]
    pub fn attribute(&self, attribute: CUdevice_attribute) -> Result<i32, Error> {
        host_fn::refuse("cuDeviceGetAttribute")?;
        let mut v: c_int = 0;
        // SAFETY: `v` is a valid out-parameter.
        unsafe {
            self.driver
                .cuDeviceGetAttribute(&mut v, attribute, self.raw)
        }?;
        Ok(v)
    }

    /// `(major, minor)` compute capability, e.g. `(9, 0)` for an H200.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let (major, minor) = device.compute_capability()?; // (9, 0) on an H100
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`attribute`](Self::attribute).
    pub fn compute_capability(&self) -> Result<(i32, i32), Error> {
        Ok((
            self.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            self.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        ))
    }

    /// The PCI bus id, e.g. `0000:19:00.0`.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// println!("{}", device.pci_bus_id()?); // "0000:19:00.0"
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetPCIBusId`.
    pub fn pci_bus_id(&self) -> Result<String, Error> {
        host_fn::refuse("cuDeviceGetPCIBusId")?;
        let mut buf = [0 as c_char; 64];
        // SAFETY: `buf` is writable for its whole length, which is passed.
        unsafe {
            self.driver
                .cuDeviceGetPCIBusId(buf.as_mut_ptr(), buf.len() as c_int, self.raw)
        }?;
        Ok(c_string(&buf))
    }

    /// Whether this device can access `peer`'s memory directly (`cuDeviceCanAccessPeer`).
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device, peer: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// if device.can_access_peer(&peer)? {
    ///     // contexts on the two devices may now call enable_peer_access
    /// }
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceCanAccessPeer`.
    pub fn can_access_peer(&self, peer: &Device) -> Result<bool, Error> {
        host_fn::refuse("cuDeviceCanAccessPeer")?;
        let mut can: c_int = 0;
        // SAFETY: `can` is a valid out-parameter.
        unsafe {
            self.driver
                .cuDeviceCanAccessPeer(&mut can, self.raw, peer.raw)
        }?;
        Ok(can != 0)
    }

    /// One attribute of the link from this device to `peer`.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device, peer: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::sys::CUdevice_P2PAttribute as A;
    /// let rank = device.p2p_attribute(&peer, A::CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDeviceGetP2PAttribute` (`CUDA_ERROR_INVALID_DEVICE` for a device and itself).
    pub fn p2p_attribute(
        &self,
        peer: &Device,
        attribute: CUdevice_P2PAttribute,
    ) -> Result<i32, Error> {
        host_fn::refuse("cuDeviceGetP2PAttribute")?;
        let mut v: c_int = 0;
        // SAFETY: `v` is a valid out-parameter.
        unsafe {
            self.driver
                .cuDeviceGetP2PAttribute(&mut v, attribute, self.raw, peer.raw)
        }?;
        Ok(v)
    }
}

/// The text before the first NUL of a C buffer (all of it if there is none).
pub(crate) fn c_string(buf: &[c_char]) -> String {
    // SAFETY: `c_char` and `u8` have the same size and alignment.
    let bytes = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast::<u8>(), buf.len()) };
    match CStr::from_bytes_until_nul(bytes) {
        Ok(s) => s.to_string_lossy().into_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    }
}
