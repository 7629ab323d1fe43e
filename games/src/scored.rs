//! A score input with the sheet the rules scored from it: made only by scoring,
//! so whoever holds one (the store saving a play) need not score it again.

use crate::{InputError, ScoreInput, ScoreSheet};

#[derive(Debug, Clone)]
pub struct Scored {
    input: ScoreInput,
    sheet: ScoreSheet,
}

impl Scored {
    /// Scores `input` by its game's rules.
    pub fn new(input: ScoreInput) -> Result<Scored, InputError> {
        let sheet = input.score()?;
        Ok(Scored { input, sheet })
    }

    /// `sheet` must be what the rules scored from `input`.
    pub(crate) fn from_parts(input: ScoreInput, sheet: ScoreSheet) -> Scored {
        Scored { input, sheet }
    }

    pub fn input(&self) -> &ScoreInput {
        &self.input
    }

    pub fn sheet(&self) -> &ScoreSheet {
        &self.sheet
    }

    pub fn into_sheet(self) -> ScoreSheet {
        self.sheet
    }
}
