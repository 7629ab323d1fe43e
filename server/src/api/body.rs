//! Request bodies as the API reads them. Each is read when the request comes
//! in, and what went wrong is held until the handler asks: a handler checks
//! its link first, so an unknown link is a 404 whatever its body says.

use super::MAX_BODY_BYTES;
use crate::error::ApiError;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use bytes::Bytes;
use serde::de::DeserializeOwned;

/// The body's bytes, of a route that takes at most `LIMIT` (its
/// `DefaultBodyLimit`), or the API's answer for one too large or cut off.
pub struct ApiBytes<const LIMIT: usize = MAX_BODY_BYTES>(Result<Bytes, ApiError>);

impl<const LIMIT: usize> ApiBytes<LIMIT> {
    pub fn read(self) -> Result<Bytes, ApiError> {
        self.0
    }
}

impl<S: Send + Sync, const LIMIT: usize> FromRequest<S> for ApiBytes<LIMIT> {
    type Rejection = std::convert::Infallible;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let read = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                let status = rejection.status();
                let error = match status {
                    StatusCode::PAYLOAD_TOO_LARGE => {
                        format!("the request body is larger than {LIMIT} bytes")
                    }
                    _ => "the request body could not be read".to_owned(),
                };
                ApiError::new(status, error, None)
            });
        Ok(ApiBytes(read))
    }
}

/// A JSON body read as `T`, or the API's answer naming the field that does
/// not fit (`players[1].coins`).
pub struct ApiJson<T>(Result<T, ApiError>);

impl<T> ApiJson<T> {
    pub fn read(self) -> Result<T, ApiError> {
        self.0
    }
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = std::convert::Infallible;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = ApiBytes::<MAX_BODY_BYTES>::from_request(request, state).await?;
        Ok(ApiJson(
            bytes.read().and_then(|body| ApiError::parse_json(&body)),
        ))
    }
}
