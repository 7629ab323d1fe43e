//! The site's one error for a request: a 4xx (or 503) with `{"error", "field"}`,
//! for the JSON API, the live table and every limit in front of them.

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use games::setup_query::QueryError;
use games::InputError;
use serde::Serialize;

/// The field a refusal for too many plays imported in an hour names.
pub const IMPORTED_TOO_MANY: &str = "plays";

/// A JSON error: `{"error": "<sentence>", "field": "<path>"}` with a 4xx status.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    body: ErrorBody,
    /// Seconds before trying again (503 and 429).
    retry_after: Option<u64>,
}

/// A refusal's body; the page scripts read it as `ErrorAnswer`.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "ErrorAnswer"))]
pub(crate) struct ErrorBody {
    error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    field: Option<String>,
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The request's field the refusal is about, if one.
    pub fn field(&self) -> Option<&str> {
        self.body.field.as_deref()
    }

    pub(crate) fn new(
        status: StatusCode,
        error: impl Into<String>,
        field: Option<String>,
    ) -> ApiError {
        ApiError {
            status,
            body: ErrorBody {
                error: error.into(),
                field,
            },
            retry_after: None,
        }
    }

    pub fn not_found(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, error, None)
    }

    /// The request cannot be read as what this route takes.
    pub fn bad_request(error: impl Into<String>, field: impl Into<String>) -> ApiError {
        let field = field.into();
        ApiError::new(
            StatusCode::BAD_REQUEST,
            error,
            (!field.is_empty()).then_some(field),
        )
    }

    /// The request is readable but asks for something the rules do not allow.
    pub fn unprocessable(error: impl Into<String>, field: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, error, Some(field.into()))
    }

    /// A read-only link asked to change something.
    /// A request that came too late for the state it was made on (409).
    pub fn conflict(error: impl Into<String>, field: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, error, Some(field.into()))
    }

    pub fn forbidden(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, error, None)
    }

    /// A 403 naming what is locked (`"joining"`), for a page to say it.
    pub fn forbidden_at(error: impl Into<String>, field: &str) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, error, Some(field.into()))
    }

    /// The database cannot be reached: the client keeps what it sent and
    /// tries again (`Retry-After`).
    pub fn unavailable(error: impl Into<String>) -> ApiError {
        ApiError::unavailable_for(error, 5)
    }

    /// Too busy to answer now: try again in `seconds`.
    pub fn unavailable_for(error: impl Into<String>, seconds: u64) -> ApiError {
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, error, None)
        }
    }

    /// A client past its rate limit: try again in `seconds`.
    pub fn too_many_requests(seconds: u64) -> ApiError {
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!("too many requests from this client; try again in {seconds} s"),
                None,
            )
        }
    }

    /// A client past the plays it may import in an hour (429 at `plays`):
    /// nothing was imported; try again in `seconds`.
    pub fn too_many_imported(seconds: u64) -> ApiError {
        let minutes = seconds.div_ceil(60).max(1);
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!(
                    "this network has imported as many games as it may in an hour; nothing \
                     was imported: try again in {minutes} min"
                ),
                Some(IMPORTED_TOO_MANY.into()),
            )
        }
    }

    /// The error as its JSON body (`{"error", "field"}`), for an answer that
    /// carries it inside a larger one.
    pub fn body_json(&self) -> serde_json::Value {
        serde_json::to_value(&self.body).expect("an error body serialises")
    }

    /// Reads a JSON body, naming the exact field (`players[1].coins`) that does
    /// not fit the request's shape.
    pub fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
        ApiError::parse_json_with(body, "", std::marker::PhantomData::<T>)
    }

    /// Reads JSON with `seed` (for a type chosen at run time, such as a game's
    /// score input), naming the field that does not fit; `within` is where this
    /// JSON sits in the request (`score`), put before the field's own path.
    pub fn parse_json_with<S, T>(body: &[u8], within: &str, seed: S) -> Result<T, ApiError>
    where
        S: for<'de> serde::de::DeserializeSeed<'de, Value = T>,
    {
        let mut deserializer = serde_json::Deserializer::from_slice(body);
        let mut track = serde_path_to_error::Track::new();
        let read = seed.deserialize(serde_path_to_error::Deserializer::new(
            &mut deserializer,
            &mut track,
        ));
        let value = read.map_err(|error| {
            let path = track.path().to_string();
            let field = match (within, path.as_str()) {
                (within, "." | "?") => within.to_owned(),
                ("", path) => path.to_owned(),
                (within, path) => format!("{within}.{path}"),
            };
            ApiError::bad_request(format!("the request is not valid: {error}"), field)
        })?;
        deserializer
            .end()
            .map_err(|e| ApiError::bad_request(format!("the request is not valid: {e}"), within))?;
        Ok(value)
    }
}

impl From<QueryError> for ApiError {
    fn from(error: QueryError) -> ApiError {
        if error.impossible {
            ApiError::unprocessable(error.message, error.field)
        } else {
            ApiError::bad_request(error.message, error.field)
        }
    }
}

impl From<InputError> for ApiError {
    fn from(error: InputError) -> ApiError {
        ApiError::unprocessable(error.to_string(), error.field().to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        response
    }
}
