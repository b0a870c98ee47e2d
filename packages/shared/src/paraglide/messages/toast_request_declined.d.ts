/**
* | output |
* | --- |
* | "You declined {reference}. The time is free again." |
*
* @param {Toast_Request_DeclinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_request_declined: ((inputs: Toast_Request_DeclinedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Request_DeclinedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Request_DeclinedInputs = {
    reference: NonNullable<unknown>;
};
