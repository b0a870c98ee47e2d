/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Join_ChatInputs */

const en_space_join_chat = /** @type {(inputs: Space_Join_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Community Chat`)
};

const sw_space_join_chat = /** @type {(inputs: Space_Join_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge na Gumzo la Jumuiya`)
};

/**
* | output |
* | --- |
* | "Join Community Chat" |
*
* @param {Space_Join_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_join_chat = /** @type {((inputs?: Space_Join_ChatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Join_ChatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_join_chat(inputs)
	return en_space_join_chat(inputs)
});