// The runtime's hidden `handle_impls!` is not public API, but whatever it is handed it must not write an
// `unsafe impl` about a type it did not check: it declares the handle itself, `#[repr(transparent)]`, so
// a `repr(align(8))` that would leave 4 bytes of padding after the `u32` (read by `as_bytes` and by
// `bytemuck::bytes_of`, through the `Pod` impl) conflicts with it and is refused.
cuda_struct::__private::handle_impls!(
    #[repr(align(8))]
    pub Padded(u32), "Padded", "", proof: u32, send: no, sync: no
);

fn main() {
    let _ = cuda_struct::__private::bytemuck::bytes_of(&Padded::null());
}
