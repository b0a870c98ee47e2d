/**
* | output |
* | --- |
* | "Request to book" |
*
* @param {Space_Request_To_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_request_to_book: ((inputs?: Space_Request_To_BookInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Request_To_BookInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Request_To_BookInputs = {};
