/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_ManageInputs */

const en_room_manage = /** @type {(inputs: Room_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Participants`)
};

const sw_room_manage = /** @type {(inputs: Room_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simamia Washiriki`)
};

/**
* | output |
* | --- |
* | "Manage Participants" |
*
* @param {Room_ManageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_manage = /** @type {((inputs?: Room_ManageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_ManageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_manage(inputs)
	return en_room_manage(inputs)
});