// `KernelArg` was public and unsealed: its methods handed out a buffer's address without ordering the
// use. Its methods now take a token only cuda-driver can make.
use cuda_driver::{DeviceBuffer, KernelArg};

fn address_without_a_use(buf: &DeviceBuffer<u32>) {
    let _ = <&DeviceBuffer<u32> as KernelArg>::value(&buf);
}

fn main() {}
