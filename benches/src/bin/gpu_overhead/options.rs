//! The command line, and `fail`: how every error ends the program.

use std::fmt::Display;

pub(crate) struct Options {
    pub(crate) reps: usize,
    pub(crate) calls: usize,
    pub(crate) launches: usize,
    pub(crate) round_trips: usize,
    pub(crate) ops: Option<Vec<String>>,
    pub(crate) run: String,
    pub(crate) csv: Option<String>,
    pub(crate) load_only: bool,
    pub(crate) load_times: Option<usize>,
}

const USAGE: &str = "usage: gpu_overhead [--reps N] [--calls N] [--launches N] [--round-trips N] \
[--ops OP,OP] [--run LABEL] [--csv FILE] | --load-only | --load-times N [--csv FILE]";

pub(crate) fn parse_options() -> Options {
    let mut o = Options {
        reps: 101,
        calls: 20_000,
        launches: 500,
        round_trips: 200,
        ops: None,
        run: "1".to_owned(),
        csv: None,
        load_only: false,
        load_times: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| fail("options", format!("{name} needs a value\n{USAGE}")))
        };
        let number = |name: &str, v: String| -> usize {
            v.parse()
                .ok()
                .filter(|&n| n > 0)
                .unwrap_or_else(|| fail("options", format!("{name} {v:?}: not a positive number")))
        };
        match arg.as_str() {
            "--reps" => o.reps = number("--reps", value("--reps")),
            "--calls" => o.calls = number("--calls", value("--calls")),
            "--launches" => o.launches = number("--launches", value("--launches")),
            "--round-trips" => o.round_trips = number("--round-trips", value("--round-trips")),
            "--ops" => o.ops = Some(value("--ops").split(',').map(str::to_owned).collect()),
            "--run" => o.run = value("--run"),
            "--csv" => o.csv = Some(value("--csv")),
            "--load-only" => o.load_only = true,
            "--load-times" => o.load_times = Some(number("--load-times", value("--load-times"))),
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => fail("options", format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    o
}

/// Prints `gpu_overhead: <what>: <why>` and exits with status 1.
#[cold]
#[inline(never)]
pub(crate) fn fail(what: &str, why: impl Display) -> ! {
    eprintln!("gpu_overhead: {what}: {why}");
    std::process::exit(1)
}
