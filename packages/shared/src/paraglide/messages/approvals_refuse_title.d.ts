/**
* | output |
* | --- |
* | "Refuse {name}?" |
*
* @param {Approvals_Refuse_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse_title: ((inputs: Approvals_Refuse_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_Refuse_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_Refuse_TitleInputs = {
    name: NonNullable<unknown>;
};
