//! Prints every function `cuda-driver` declares, one `name version symbol` line each: the list the C
//! baseline of `Driver::load()` (`benches/c/load.c`) resolves, so both load exactly the same functions.

fn main() {
    for f in cuda_driver::functions() {
        println!("{} {} {}", f.name, f.version, f.symbol);
    }
}
