/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_None_TextInputs */

const en_meetings_none_text = /** @type {(inputs: Meetings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a room and share its code or link with the people you are meeting.`)
};

const sw_meetings_none_text = /** @type {(inputs: Meetings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unda chumba na ushiriki msimbo au kiungo chake na watu unaokutana nao.`)
};

/**
* | output |
* | --- |
* | "Create a room and share its code or link with the people you are meeting." |
*
* @param {Meetings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_none_text = /** @type {((inputs?: Meetings_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_none_text(inputs)
	return en_meetings_none_text(inputs)
});