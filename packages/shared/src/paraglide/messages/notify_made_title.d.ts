/**
* | output |
* | --- |
* | "Your booking of {space} is waiting for payment" |
*
* @param {Notify_Made_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_title: ((inputs: Notify_Made_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Made_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Made_TitleInputs = {
    space: NonNullable<unknown>;
};
