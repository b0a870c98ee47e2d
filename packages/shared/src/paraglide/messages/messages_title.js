/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_TitleInputs */

const en_messages_title = /** @type {(inputs: Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const sw_messages_title = /** @type {(inputs: Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumbe`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Messages_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_title = /** @type {((inputs?: Messages_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_messages_title(inputs)
	return en_messages_title(inputs)
});