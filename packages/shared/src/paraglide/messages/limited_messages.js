/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_MessagesInputs */

const en_limited_messages = /** @type {(inputs: Limited_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`messages`)
};

const sw_limited_messages = /** @type {(inputs: Limited_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ujumbe`)
};

/**
* | output |
* | --- |
* | "messages" |
*
* @param {Limited_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_messages = /** @type {((inputs?: Limited_MessagesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_MessagesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_messages(inputs)
	return en_limited_messages(inputs)
});