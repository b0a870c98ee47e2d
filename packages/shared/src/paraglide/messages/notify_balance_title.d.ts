/**
* | output |
* | --- |
* | "Balance due for {space}" |
*
* @param {Notify_Balance_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_balance_title: ((inputs: Notify_Balance_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Balance_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Balance_TitleInputs = {
    space: NonNullable<unknown>;
};
