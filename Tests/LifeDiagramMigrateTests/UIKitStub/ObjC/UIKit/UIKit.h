// A stub of the UIKit and Foundation declarations the Objective-C fixture apps and what `migrate` writes into them
// use, so that the tests check them with clang (-fsyntax-only) on a machine without UIKit. The shapes follow
// Apple's headers (iOS 26 SDK). Not part of any product.
#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
typedef unsigned long NSUInteger;
typedef struct { double x, y, width, height; } CGRect;

@class NSString;

@protocol NSObject
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isEqual:(id)object;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
- (instancetype)init;
+ (Class)class;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isEqual:(id)object;
@end

typedef struct { unsigned long state; id __unsafe_unretained *itemsPtr; unsigned long *mutationsPtr; unsigned long extra[5]; } NSFastEnumerationState;
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len;
@end

@interface NSString : NSObject
- (BOOL)isEqualToString:(NSString *)aString;
@end
NSString *NSStringFromClass(Class aClass);

@interface NSNumber : NSObject
+ (NSNumber *)numberWithBool:(BOOL)value;
@end

@interface NSURL : NSObject
@property (readonly, copy) NSString *host;
@property (readonly, copy) NSString *scheme;
@end

@interface NSArray<ObjectType> : NSObject <NSFastEnumeration>
@property (readonly) NSUInteger count;
@end

@interface NSSet<ObjectType> : NSObject <NSFastEnumeration>
@property (readonly) NSUInteger count;
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject <NSFastEnumeration>
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
+ (instancetype)dictionary;
- (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType)key;
@end

@interface NSUserActivity : NSObject
@property (copy) NSString *activityType;
@property (copy) NSURL *webpageURL;
@end

@protocol UIUserActivityRestoring <NSObject>
@end

@interface UIResponder : NSObject <UIUserActivityRestoring>
@end

@interface UIViewController : UIResponder
@end

@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
@end

@interface UIScreen : NSObject
@property (class, readonly) UIScreen *mainScreen;
@property (readonly) CGRect bounds;
@end

@class UIWindowScene;

@interface UIWindow : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene;
@property (strong) UIViewController *rootViewController;
@property (weak) UIWindowScene *windowScene;
- (void)makeKeyAndVisible;
@end

@interface UISceneSession : NSObject
@end

@interface UISceneOpenURLOptions : NSObject
@property (readonly, copy) NSString *sourceApplication;
@property (readonly) id annotation;
@property (readonly) BOOL openInPlace;
@end

@interface UIOpenURLContext : NSObject
@property (readonly, copy) NSURL *URL;
@property (readonly, strong) UISceneOpenURLOptions *options;
@end

@interface UIApplicationShortcutItem : NSObject
@property (readonly, copy) NSString *type;
@end

@interface UISceneConnectionOptions : NSObject
@property (readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@property (readonly, copy) NSSet<NSUserActivity *> *userActivities;
@property (readonly) UIApplicationShortcutItem *shortcutItem;
@end

@interface UIScene : UIResponder
@end

@interface UIWindowScene : UIScene
@property (readonly) NSArray<UIWindow *> *windows;
@end

@protocol UISceneDelegate <NSObject>
@end

@protocol UIWindowSceneDelegate <UISceneDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

typedef NSString *UIApplicationOpenURLOptionsKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsSourceApplicationKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsAnnotationKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsOpenInPlaceKey;

@protocol UIApplicationDelegate <NSObject>
@end

@interface UIApplication : UIResponder
@property (class, readonly) UIApplication *sharedApplication;
@property (weak) id<UIApplicationDelegate> delegate;
@property (getter=isIdleTimerDisabled) BOOL idleTimerDisabled;
@end

int UIApplicationMain(int argc, char *argv[], NSString *principalClassName, NSString *delegateClassName);
