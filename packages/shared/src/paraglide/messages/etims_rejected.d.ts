/**
* | output |
* | --- |
* | "KRA refused this invoice; our team has been told and will issue it again." |
*
* @param {Etims_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_rejected: ((inputs?: Etims_RejectedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_RejectedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_RejectedInputs = {};
