/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_ConversationsInputs */

const en_limited_conversations = /** @type {(inputs: Limited_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new conversations`)
};

const sw_limited_conversations = /** @type {(inputs: Limited_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mazungumzo mapya`)
};

/**
* | output |
* | --- |
* | "new conversations" |
*
* @param {Limited_ConversationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_conversations = /** @type {((inputs?: Limited_ConversationsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_ConversationsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_conversations(inputs)
	return en_limited_conversations(inputs)
});