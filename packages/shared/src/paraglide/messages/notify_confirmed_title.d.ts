/**
* | output |
* | --- |
* | "Your booking of {space} is confirmed" |
*
* @param {Notify_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_title: ((inputs: Notify_Confirmed_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Confirmed_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Confirmed_TitleInputs = {
    space: NonNullable<unknown>;
};
