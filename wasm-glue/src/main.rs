//! `wasm-glue IN.wasm OUT_DIR OUT_NAME`: the wasm-bindgen step of a browser
//! crate's build, for `--target web` without TypeScript declarations (what
//! the pages, the dealer and the dice panel load): writes
//! OUT_DIR/OUT_NAME.js and OUT_DIR/OUT_NAME_bg.wasm.

use std::{path::PathBuf, process::ExitCode};

const USAGE: &str = "usage: wasm-glue IN.wasm OUT_DIR OUT_NAME";

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [input, out_dir, name] = arguments.as_slice() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if arguments.iter().any(|argument| argument.starts_with('-')) {
        eprintln!("{USAGE}\n(no options: every argument is a path or a name)");
        return ExitCode::from(2);
    }
    match glue(PathBuf::from(input), PathBuf::from(out_dir), name) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("wasm-glue: {input}: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn glue(input: PathBuf, out_dir: PathBuf, name: &str) -> anyhow::Result<()> {
    let mut bindgen = wasm_bindgen_cli_support::Bindgen::new();
    // Every page names the wasm it loads (by its content's digest), so the
    // glue carries no default address of its own (the CLI's would be the
    // wasm's plain name, which the site does not serve).
    bindgen
        .input_path(input)
        .web(true)?
        .typescript(false)
        .omit_default_module_path(true)
        .out_name(name);
    bindgen.generate(out_dir)
}
