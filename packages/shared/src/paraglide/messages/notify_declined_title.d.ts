/**
* | output |
* | --- |
* | "The host declined your request for {space}" |
*
* @param {Notify_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_title: ((inputs: Notify_Declined_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Declined_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Declined_TitleInputs = {
    space: NonNullable<unknown>;
};
