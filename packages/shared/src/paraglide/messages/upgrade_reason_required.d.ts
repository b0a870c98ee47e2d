/**
* | output |
* | --- |
* | "Say why the request is refused, so the person knows what to change." |
*
* @param {Upgrade_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_reason_required: ((inputs?: Upgrade_Reason_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_Reason_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_Reason_RequiredInputs = {};
