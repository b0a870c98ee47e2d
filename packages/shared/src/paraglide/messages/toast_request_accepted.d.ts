/**
* | output |
* | --- |
* | "You accepted {reference}. The guest is asked to pay." |
*
* @param {Toast_Request_AcceptedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_request_accepted: ((inputs: Toast_Request_AcceptedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Request_AcceptedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Request_AcceptedInputs = {
    reference: NonNullable<unknown>;
};
