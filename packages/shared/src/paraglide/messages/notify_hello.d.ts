/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Notify_HelloInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_hello: ((inputs: Notify_HelloInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_HelloInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_HelloInputs = {
    name: NonNullable<unknown>;
};
