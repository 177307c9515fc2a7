//! The README's program, the two-streams example (cuda-nvrtc's examples), cuRAND's Monte-Carlo π and
//! cuFFT's convolution, compiled in here, on a machine without a GPU: libcuda missing, then a driver whose `cuInit` finds no
//! device. Each exits the documented way, code 77 with `<name>: skipped: no GPU to run on: <why>`. One test in its own binary,
//! because it sets the process's environment and `Driver::load` keeps the first driver it loads.
//!
//! The fakes run none of these kernels (and NVRTC is not here), so the programs' GPU path is checked
//! on the GPU (`scripts/gpu-bundle.sh` builds and runs every example).

use std::process::ExitCode;

use cuda_driver::PATH_VARIABLE;

#[allow(
    dead_code,
    reason = "the test calls main and run; the example's own items stay as written"
)]
#[path = "../../../cuda-nvrtc/examples/first_program.rs"]
mod first_program;

#[allow(dead_code, reason = "as above")]
#[path = "../../../cuda-nvrtc/examples/two_streams.rs"]
mod two_streams;

#[allow(dead_code, reason = "as above")]
#[path = "../../../cuda-curand/examples/monte_carlo_pi.rs"]
mod monte_carlo_pi;

#[allow(dead_code, reason = "as above")]
#[path = "../../../cuda-cufft/examples/fft_convolution.rs"]
mod fft_convolution;

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_examples_say_skipped_and_exit_77_without_a_gpu() {
    let Some(init_fails) = fake_drivers::path(fake_drivers::INIT_FAILS) else {
        return;
    };
    // No libcuda at all, then one that finds no device.
    for driver in [
        format!("{init_fails}.does-not-exist"),
        init_fails.to_owned(),
    ] {
        std::env::set_var(PATH_VARIABLE, &driver);
        let e = first_program::run().expect_err("no GPU");
        assert!(e.is_no_gpu(), "{e}");
        let e = two_streams::run().expect_err("no GPU");
        assert!(e.is_no_gpu(), "{e}");
        assert_eq!(first_program::main(), ExitCode::from(77));
        assert_eq!(two_streams::main(), ExitCode::from(77));
        assert_eq!(monte_carlo_pi::main(), ExitCode::from(77));
        assert_eq!(fft_convolution::main(), ExitCode::from(77));
    }
}

/// The README shows the program as the example has it, between the example's `README:` markers.
#[test]
fn the_readme_shows_the_first_program_as_it_is() {
    let example = include_str!("../../../cuda-nvrtc/examples/first_program.rs");
    let readme = include_str!("../../../README.md");
    let start = example.find("// README:start\n").expect("the start marker") + 16;
    let end = example.find("// README:end").expect("the end marker");
    assert!(
        readme.contains(&example[start..end]),
        "README.md's program differs from cuda-nvrtc/examples/first_program.rs"
    );
}
