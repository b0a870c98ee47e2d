/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Training_RoomInputs */

const en_category_training_room = /** @type {(inputs: Category_Training_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training Room`)
};

const sw_category_training_room = /** @type {(inputs: Category_Training_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba cha Mafunzo`)
};

/**
* | output |
* | --- |
* | "Training Room" |
*
* @param {Category_Training_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_training_room = /** @type {((inputs?: Category_Training_RoomInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Training_RoomInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_training_room(inputs)
	return en_category_training_room(inputs)
});