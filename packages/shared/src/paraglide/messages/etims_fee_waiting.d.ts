/**
* | output |
* | --- |
* | "waiting for KRA" |
*
* @param {Etims_Fee_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_fee_waiting: ((inputs?: Etims_Fee_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Fee_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Fee_WaitingInputs = {};
