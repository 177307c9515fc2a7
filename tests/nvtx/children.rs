//! The cases, each run in a fresh process by its parent test in `main.rs` (ignored in a plain run: a
//! tool is searched for once per process).

use std::ffi::c_void;

use cuda_nvtx::sys;
use cuda_nvtx::{Color, Domain, EventAttributes, Source, Tool};

use crate::calls::{sequence, Ours, Theirs};

const IGNORED: &str = "a case run in a fresh process by its parent test";

/// Prints the tool's log and the calls' answers between markers, for the parent.
fn print_log(answers: &[String]) -> String {
    let log = nvtx_tool::log().expect("the stand-in tool is loaded");
    println!("BEGIN\n{log}answers {answers:?}\nEND");
    log
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn ours_raw() {
    let _ = IGNORED;
    let answers = sequence(&Ours);
    let log = print_log(&answers);
    if std::env::var_os(cuda_nvtx::INJECTION_VARIABLE).is_some() {
        // The nesting depths the tool answered.
        assert_eq!(answers[0], "push 0");
        assert_eq!(answers[1], "push 1");
        assert!(log.lines().any(|l| l == "pop 0"), "{log}");
    } else {
        assert_eq!(log, "", "no tool was named, yet it was reached");
    }
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn theirs_raw() {
    let path = std::env::var("NVTX_TEST_INTEROP").expect("the parent names the library");
    // SAFETY: NVIDIA's NVTX library; its initialisers do nothing but set up its tables.
    let library = unsafe { libloading::Library::new(&path) }.expect("libnvtx3interop loads");
    let answers = sequence(&Theirs(library));
    print_log(&answers);
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn safe_layer() {
    match cuda_nvtx::tool() {
        Tool::Attached {
            path,
            source,
            version,
        } => {
            assert_eq!(path, nvtx_tool::PATH);
            assert_eq!(*source, Source::Variable);
            assert_eq!(*version, Some(3));
        }
        other => panic!("no tool: {other:?}"),
    }
    {
        let _outer = cuda_nvtx::range("outer");
        let _inner = cuda_nvtx::range(c"inner");
        cuda_nvtx::mark("tick");
        let long = "x".repeat(300);
        cuda_nvtx::mark(long.as_str());
    }
    let attributes = EventAttributes::new()
        .text("decode\0ignored")
        .color(Color::rgb(0, 0xa0, 0xff))
        .category(7)
        .payload(2.5f64);
    let copy = attributes.clone();
    drop(attributes);
    {
        let range = cuda_nvtx::range_with(&copy);
        cuda_nvtx::mark_with(&EventAttributes::new().message(c"small").payload(-3i32));
        assert_eq!(range.end(), Some(0));
    }
    cuda_nvtx::name_category(7, "io");
    let started = cuda_nvtx::start_range("async");
    let id = started.raw();
    assert_ne!(id, 0);
    std::thread::spawn(move || drop(started)).join().unwrap();
    {
        let domain = Domain::new("lib");
        assert!(!domain.raw().is_null());
        let hello = domain.register_string("hello");
        domain.name_category(1, c"cat1");
        {
            let _r = domain.range(&EventAttributes::new().registered(&hello).category(1));
            domain.mark(&EventAttributes::new().text("dm").payload(9u64));
        }
        let started = domain.start_range(&EventAttributes::new().text("ds"));
        drop(started);
        let named = domain.name_pointer(0x1000 as *const c_void, "buffer");
        drop(named);
    }
    cuda_nvtx::name_cu_device(0, "gpu0");
    cuda_nvtx::name_cu_stream(0xabc0, "copies");
    cuda_nvtx::name_cuda_device(1, "rt1");
    cuda_nvtx::name_current_thread("main");
    let log = print_log(&[]);
    let after_init: Vec<&str> = log
        .lines()
        .skip_while(|l| *l != "init done")
        .skip(1)
        .collect();
    let long = format!("markA {}", "x".repeat(300));
    let expected = [
        "pushA 0 outer",
        "pushA 1 inner",
        "markA tick",
        long.as_str(),
        "pop 1",
        "pop 0",
        "pushEx 0 decode color=ff00a0ff cat=7 payload=f64:2.5",
        "markEx small color=- cat=0 payload=i32:-3",
        "pop 0",
        "category 7 io",
        &format!("startA {id} async"),
        &format!("end {id}"),
        "domainCreate lib",
        "register lib hello",
        "domainCategory lib 1 cat1",
        "domainPushEx lib 0 reg:hello color=- cat=1 payload=-",
        "domainMarkEx lib dm color=- cat=0 payload=u64:9",
        "domainPop lib 0",
    ];
    assert_eq!(after_init[..expected.len()], expected[..], "{log}");
    let rest = &after_init[expected.len()..];
    assert!(
        rest[0].starts_with("domainStartEx lib ")
            && rest[0].ends_with(" ds color=- cat=0 payload=-"),
        "{log}"
    );
    assert!(rest[1].starts_with("domainEnd lib "), "{log}");
    assert_eq!(
        rest[2..],
        [
            "resource lib type=0x10001 id=0x1000 v3 s32 buffer",
            "resourceDestroy 0x1000",
            "domainDestroy lib",
            "cuDevice 0 gpu0",
            "cuStream 0xabc0 copies",
            "cudaDevice 1 rt1",
            "thread true main",
        ],
        "{log}"
    );
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn no_tool() {
    assert_eq!(*cuda_nvtx::tool(), Tool::None);
    // SAFETY: literals; no tool, so nothing is called.
    unsafe {
        assert_eq!(
            sys::nvtxRangePushA(c"a".as_ptr()),
            sys::NVTX_NO_PUSH_POP_TRACKING
        );
        assert_eq!(sys::nvtxRangePop(), sys::NVTX_NO_PUSH_POP_TRACKING);
        assert_eq!(sys::nvtxRangeStartA(c"a".as_ptr()), 0);
        assert!(sys::nvtxDomainCreateA(c"d".as_ptr()).is_null());
    }
    let r = cuda_nvtx::range("r");
    assert_eq!(r.end(), None);
    assert_eq!(cuda_nvtx::start_range("s").raw(), 0);
    let domain = Domain::new("d");
    assert!(domain.raw().is_null());
    assert!(domain.register_string("x").raw().is_null());
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn refused() {
    assert!(nvtx_tool::keep_loaded());
    match cuda_nvtx::tool() {
        Tool::Failed { path, reason } => {
            assert_eq!(path, nvtx_tool::PATH);
            assert!(
                reason.contains("InitializeInjectionNvtx2 answered 0"),
                "{reason}"
            );
        }
        other => panic!("{other:?}"),
    }
    // SAFETY: a literal; the tool refused, so nothing is called.
    let depth = unsafe { sys::nvtxRangePushA(c"a".as_ptr()) };
    assert_eq!(depth, sys::NVTX_NO_PUSH_POP_TRACKING);
    cuda_nvtx::mark("m");
    let log = nvtx_tool::log().expect("the tool was loaded");
    assert!(log.ends_with("refuse\n"), "{log}");
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn not_a_tool() {
    match cuda_nvtx::tool() {
        Tool::Failed { reason, .. } => {
            assert!(
                reason.contains("does not export InitializeInjectionNvtx2"),
                "{reason}"
            );
        }
        other => panic!("{other:?}"),
    }
    // SAFETY: no arguments; no tool, so nothing is called.
    let depth = unsafe { sys::nvtxRangePop() };
    assert_eq!(depth, sys::NVTX_NO_PUSH_POP_TRACKING);
}

#[test]
#[ignore = "a case run in a fresh process by its parent test"]
fn first_calls_race() {
    // Eight threads make the process's first NVTX calls at once: one runs the search, the others wait
    // for it, and no call is lost or reaches the tool before its tables are published.
    let barrier = std::sync::Barrier::new(8);
    std::thread::scope(|s| {
        for t in 0..8 {
            let barrier = &barrier;
            s.spawn(move || {
                barrier.wait();
                for _ in 0..100 {
                    let _r = cuda_nvtx::range(format!("t{t}"));
                }
            });
        }
    });
    let log = print_log(&[]);
    assert_eq!(log.matches("init done").count(), 1, "{log}");
    for t in 0..8 {
        let pushes = log
            .lines()
            .filter(|l| *l == format!("pushA 0 t{t}"))
            .count();
        assert_eq!(pushes, 100, "thread {t}: {log}");
    }
    assert_eq!(log.lines().filter(|l| *l == "pop 0").count(), 800);
}
