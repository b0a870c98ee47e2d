/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_CreatingInputs */

const en_room_creating = /** @type {(inputs: Room_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating room…`)
};

const sw_room_creating = /** @type {(inputs: Room_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaunda chumba…`)
};

/**
* | output |
* | --- |
* | "Creating room…" |
*
* @param {Room_CreatingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_creating = /** @type {((inputs?: Room_CreatingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_CreatingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_creating(inputs)
	return en_room_creating(inputs)
});