//! Prints every function `cuda-driver` declares, one `name version symbol` line each: the list the C
//! baseline of `Driver::load()` (`benches/c/load.c`) resolves, so both load exactly the same functions.

fn main() {
    for f in cuda_driver::functions() {
        // Every driver line carries its ABI version (cuda-driver checks so at compile time).
        let version = f
            .version
            .expect("a cuda-driver function without an ABI version");
        println!("{} {version} {}", f.name, f.symbol);
    }
}
