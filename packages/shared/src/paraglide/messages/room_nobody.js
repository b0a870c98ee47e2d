/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_NobodyInputs */

const en_room_nobody = /** @type {(inputs: Room_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody else is here yet.`)
};

const sw_room_nobody = /** @type {(inputs: Room_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna mwingine hapa.`)
};

/**
* | output |
* | --- |
* | "Nobody else is here yet." |
*
* @param {Room_NobodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_nobody = /** @type {((inputs?: Room_NobodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_NobodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_nobody(inputs)
	return en_room_nobody(inputs)
});