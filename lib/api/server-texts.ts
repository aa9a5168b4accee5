import type { Locale } from '@/i18n/config';

export type Translations = Record<Exclude<Locale, 'en'>, string>;

/**
 * Texts only API answers carry, keyed by their English wording, which stays the answer for English requests.
 * Texts the site's pages also show live in messages/*.json instead and are not repeated here.
 * `{name}` marks a value filled in at run time; the translation puts it where its grammar needs it.
 */
export const SERVER_TEXTS: Record<string, Translations> = {
  'Cross-site requests are not allowed': {
    fr: 'Les requêtes provenant d’un autre site ne sont pas autorisées',
    zh: '不允许跨站请求',
    ar: 'لا يُسمح بالطلبات الواردة من مواقع أخرى',
  },
  'Send the request body as JSON': {
    fr: 'Veuillez envoyer le corps de la requête au format JSON',
    zh: '请以 JSON 格式发送请求正文',
    ar: 'يُرجى إرسال نص الطلب بتنسيق JSON',
  },
  'Invalid request': {
    fr: 'Requête non valide',
    zh: '请求无效',
    ar: 'طلب غير صالح',
  },
  'The request is too large': {
    fr: 'La requête est trop volumineuse',
    zh: '请求内容过大',
    ar: 'الطلب كبير جدًا',
  },
  'The request body is not valid JSON': {
    fr: 'Le corps de la requête n’est pas un JSON valide',
    zh: '请求正文不是有效的 JSON',
    ar: 'نص الطلب ليس بتنسيق JSON صالح',
  },
  'Not found': {
    fr: 'Introuvable',
    zh: '未找到',
    ar: 'غير موجود',
  },
  'Add ?to= with an e-mail address or phone number': {
    fr: 'Ajoutez ?to= avec une adresse e-mail ou un numéro de téléphone',
    zh: '请添加 ?to= 并填写邮箱地址或电话号码',
    ar: 'أضف ?to= مع عنوان بريد إلكتروني أو رقم هاتف',
  },
  'Not signed in': {
    fr: 'Connexion requise',
    zh: '您尚未登录',
    ar: 'لم يتم تسجيل الدخول',
  },
  'Hotel not found': {
    fr: 'Hôtel introuvable',
    zh: '未找到该酒店',
    ar: 'لم يتم العثور على الفندق',
  },
  'Too many requests. Please try again later.': {
    fr: 'Trop de requêtes. Veuillez réessayer plus tard.',
    zh: '请求过于频繁，请稍后重试。',
    ar: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  },
  'Invalid email or password': {
    fr: 'Adresse e-mail ou mot de passe incorrect',
    zh: '邮箱或密码错误',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'Too many attempts. Please wait a few minutes and try again.': {
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    zh: '尝试次数过多，请等待几分钟后重试。',
    ar: 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'Too many attempts. Please request a new code.': {
    fr: 'Trop de tentatives. Veuillez demander un nouveau code.',
    zh: '尝试次数过多，请重新获取验证码。',
    ar: 'محاولات كثيرة جدًا. يُرجى طلب رمز جديد.',
  },
  'Too many codes requested. Please wait a few minutes and try again.': {
    fr: 'Trop de codes demandés. Veuillez patienter quelques minutes, puis réessayer.',
    zh: '请求验证码次数过多，请等待几分钟后重试。',
    ar: 'تم طلب عدد كبير جدًا من الرموز. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'If an account exists for this email, we have sent a code to reset the password.': {
    fr: 'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un code pour réinitialiser le mot de passe.',
    zh: '如果该邮箱已注册账户，我们已发送重置密码的验证码。',
    ar: 'إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أرسلنا رمزًا لإعادة تعيين كلمة المرور.',
  },
  'This reset link has expired. Please request a new one.': {
    fr: 'Ce lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
    zh: '此重置链接已过期，请重新申请。',
    ar: 'انتهت صلاحية رابط إعادة التعيين هذا. يُرجى طلب رابط جديد.',
  },
  'Your password has been reset. Please sign in.': {
    fr: 'Votre mot de passe a été réinitialisé. Veuillez vous connecter.',
    zh: '您的密码已重置，请登录。',
    ar: 'تمت إعادة تعيين كلمة المرور. يُرجى تسجيل الدخول.',
  },
  'An account with this email already exists': {
    fr: 'Un compte existe déjà avec cette adresse e-mail',
    zh: '该邮箱已注册账户',
    ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',
  },
  'An account with this email or phone number already exists': {
    fr: 'Un compte existe déjà avec cette adresse e-mail ou ce numéro de téléphone',
    zh: '该邮箱或电话号码已注册账户',
    ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني أو رقم الهاتف بالفعل',
  },
  'A Google ID token is required': {
    fr: 'Un jeton d’identification Google est requis',
    zh: '需要提供 Google ID 令牌',
    ar: 'رمز تعريف Google مطلوب',
  },
  'Google sign-in is not available.': {
    fr: 'La connexion avec Google n’est pas disponible.',
    zh: 'Google 登录不可用。',
    ar: 'تسجيل الدخول عبر Google غير متاح.',
  },
  'Google sign-in is temporarily unavailable. Please try again in a few minutes.': {
    fr: 'La connexion avec Google est momentanément indisponible. Veuillez réessayer dans quelques minutes.',
    zh: 'Google 登录暂时不可用，请几分钟后重试。',
    ar: 'تسجيل الدخول عبر Google غير متاح مؤقتًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  },
  'This email is already linked to another Google account.': {
    fr: 'Cette adresse e-mail est déjà associée à un autre compte Google.',
    zh: '该邮箱已关联其他 Google 账户。',
    ar: 'هذا البريد الإلكتروني مرتبط بالفعل بحساب Google آخر.',
  },
  'Check-in date must be a real date (YYYY-MM-DD)': {
    fr: 'La date d’arrivée doit être une date valide (AAAA-MM-JJ)',
    zh: '入住日期必须是有效日期（YYYY-MM-DD）',
    ar: 'يجب أن يكون تاريخ الوصول تاريخًا صحيحًا (YYYY-MM-DD)',
  },
  'Check-out date must be a real date (YYYY-MM-DD)': {
    fr: 'La date de départ doit être une date valide (AAAA-MM-JJ)',
    zh: '退房日期必须是有效日期（YYYY-MM-DD）',
    ar: 'يجب أن يكون تاريخ المغادرة تاريخًا صحيحًا (YYYY-MM-DD)',
  },
  'The request is not valid': {
    fr: 'La requête n’est pas valide',
    zh: '请求无效',
    ar: 'الطلب غير صالح',
  },
  '{field} is required': {
    fr: '{field} est obligatoire',
    zh: '{field} 为必填项',
    ar: '{field} مطلوب',
  },
  '{field} is not valid': {
    fr: '{field} n’est pas valide',
    zh: '{field} 无效',
    ar: '{field} غير صالح',
  },
  '{field} is too long': {
    fr: '{field} est trop long',
    zh: '{field} 过长',
    ar: '{field} طويل جدًا',
  },
  '{field} is too short': {
    fr: '{field} est trop court',
    zh: '{field} 过短',
    ar: '{field} قصير جدًا',
  },
  '{field} is too large': {
    fr: '{field} est trop grand',
    zh: '{field} 过大',
    ar: '{field} كبير جدًا',
  },
  '{field} is too small': {
    fr: '{field} est trop petit',
    zh: '{field} 过小',
    ar: '{field} صغير جدًا',
  },
  'At most {max} characters': {
    fr: '{max} caractères au maximum',
    zh: '最多 {max} 个字符',
    ar: 'الحد الأقصى لعدد الأحرف: {max}',
  },
  'Unknown category': {
    fr: 'Catégorie inconnue',
    zh: '未知的类别',
    ar: 'فئة غير معروفة',
  },
  'Unknown property type': {
    fr: 'Type d’hébergement inconnu',
    zh: '未知的住宿类型',
    ar: 'نوع مكان إقامة غير معروف',
  },
  'Adults must be a whole number from 1 to 30': {
    fr: 'Le nombre d’adultes doit être un nombre entier de 1 à 30',
    zh: '成人人数必须为 1 到 30 之间的整数',
    ar: 'يجب أن يكون عدد البالغين عددًا صحيحًا من 1 إلى 30',
  },
  'Children must be a whole number from 0 to 10': {
    fr: 'Le nombre d’enfants doit être un nombre entier de 0 à 10',
    zh: '儿童人数必须为 0 到 10 之间的整数',
    ar: 'يجب أن يكون عدد الأطفال عددًا صحيحًا من 0 إلى 10',
  },
  'Rooms must be a whole number from 1 to 10': {
    fr: 'Le nombre de chambres doit être un nombre entier de 1 à 10',
    zh: '客房数必须为 1 到 10 之间的整数',
    ar: 'يجب أن يكون عدد الغرف عددًا صحيحًا من 1 إلى 10',
  },
  'Prices must be whole naira amounts': {
    fr: 'Les prix doivent être des montants entiers en naira',
    zh: '价格必须为整数奈拉金额',
    ar: 'يجب أن تكون الأسعار مبالغ صحيحة بالنايرا',
  },
  'The minimum price must not be above the maximum': {
    fr: 'Le prix minimum ne doit pas dépasser le prix maximum',
    zh: '最低价格不能高于最高价格',
    ar: 'يجب ألا يتجاوز الحد الأدنى للسعر الحد الأقصى',
  },
  'Rating must be 6, 7, 8 or 9': {
    fr: 'La note doit être 6, 7, 8 ou 9',
    zh: '评分必须为 6、7、8 或 9',
    ar: 'يجب أن يكون التقييم 6 أو 7 أو 8 أو 9',
  },
  'Unknown amenity': {
    fr: 'Équipement inconnu',
    zh: '未知的设施',
    ar: 'مرفق غير معروف',
  },
  'freeCancellation must be 1 or 0': {
    fr: 'freeCancellation doit valoir 1 ou 0',
    zh: 'freeCancellation 必须为 1 或 0',
    ar: 'يجب أن تكون قيمة freeCancellation هي 1 أو 0',
  },
  'Unknown sort order': {
    fr: 'Ordre de tri inconnu',
    zh: '未知的排序方式',
    ar: 'ترتيب فرز غير معروف',
  },
  'Page must be a whole number from 1': {
    fr: 'La page doit être un nombre entier à partir de 1',
    zh: '页码必须为从 1 开始的整数',
    ar: 'يجب أن يكون رقم الصفحة عددًا صحيحًا يبدأ من 1',
  },
};
