/**
* | output |
* | --- |
* | "Nafasi administrators' accounts are closed by another administrator." |
*
* @param {Privacy_Settle_AdministratorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_administrator: ((inputs?: Privacy_Settle_AdministratorInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_AdministratorInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_AdministratorInputs = {};
