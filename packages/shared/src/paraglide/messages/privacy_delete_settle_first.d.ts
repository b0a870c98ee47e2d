/**
* | output |
* | --- |
* | "Settle these first:" |
*
* @param {Privacy_Delete_Settle_FirstInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_settle_first: ((inputs?: Privacy_Delete_Settle_FirstInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Settle_FirstInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Settle_FirstInputs = {};
