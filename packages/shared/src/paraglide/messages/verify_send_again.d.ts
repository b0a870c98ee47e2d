/**
* | output |
* | --- |
* | "Send the link again" |
*
* @param {Verify_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_send_again: ((inputs?: Verify_Send_AgainInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Verify_Send_AgainInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_Send_AgainInputs = {};
