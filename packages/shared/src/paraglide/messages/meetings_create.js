/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_CreateInputs */

const en_meetings_create = /** @type {(inputs: Meetings_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Room`)
};

const sw_meetings_create = /** @type {(inputs: Meetings_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unda Chumba`)
};

/**
* | output |
* | --- |
* | "Create Room" |
*
* @param {Meetings_CreateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_create = /** @type {((inputs?: Meetings_CreateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_CreateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_create(inputs)
	return en_meetings_create(inputs)
});