/**
* | output |
* | --- |
* | "Your booking of {space} is cancelled" |
*
* @param {Notify_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_cancelled_title: ((inputs: Notify_Cancelled_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Cancelled_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Cancelled_TitleInputs = {
    space: NonNullable<unknown>;
};
