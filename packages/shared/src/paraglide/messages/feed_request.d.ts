/**
* | output |
* | --- |
* | "Request: {guest} ({reference})" |
*
* @param {Feed_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_request: ((inputs: Feed_RequestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_RequestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_RequestInputs = {
    guest: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
