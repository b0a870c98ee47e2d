/**
* | output |
* | --- |
* | "Nafasi fee: {space}" |
*
* @param {Etims_Fee_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_fee_line: ((inputs: Etims_Fee_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Fee_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Fee_LineInputs = {
    space: NonNullable<unknown>;
};
