/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Message_DeletedInputs */

const en_toast_message_deleted = /** @type {(inputs: Toast_Message_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message deleted.`)
};

const sw_toast_message_deleted = /** @type {(inputs: Toast_Message_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe umefutwa.`)
};

/**
* | output |
* | --- |
* | "Message deleted." |
*
* @param {Toast_Message_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_message_deleted = /** @type {((inputs?: Toast_Message_DeletedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Message_DeletedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_message_deleted(inputs)
	return en_toast_message_deleted(inputs)
});