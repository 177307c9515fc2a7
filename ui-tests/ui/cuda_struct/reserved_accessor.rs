mod sys {
    use cuda_struct::cuda_struct;

    #[cuda_struct]
    pub struct Dim2 {
        pub x: u32,
        #[cuda(reserved)]
        reserved0: u32,
    }
}

fn main() {
    let d = sys::Dim2::new();
    let _ = d.reserved0();
}
