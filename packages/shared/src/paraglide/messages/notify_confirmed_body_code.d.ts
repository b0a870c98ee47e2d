/**
* | output |
* | --- |
* | "{when} · paid (M-Pesa {code})." |
*
* @param {Notify_Confirmed_Body_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_body_code: ((inputs: Notify_Confirmed_Body_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Confirmed_Body_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Confirmed_Body_CodeInputs = {
    when: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
