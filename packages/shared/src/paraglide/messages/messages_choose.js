/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_ChooseInputs */

const en_messages_choose = /** @type {(inputs: Messages_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a conversation.`)
};

const sw_messages_choose = /** @type {(inputs: Messages_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua mazungumzo.`)
};

/**
* | output |
* | --- |
* | "Choose a conversation." |
*
* @param {Messages_ChooseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_choose = /** @type {((inputs?: Messages_ChooseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_ChooseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_messages_choose(inputs)
	return en_messages_choose(inputs)
});